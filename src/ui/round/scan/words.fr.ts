import { translate } from '../../words/translations';
import { SCAN_WORDS } from './words';

translate('fr', SCAN_WORDS, {
  camera: 'Scanner une feuille avec la caméra',
  start: 'Démarrer la caméra',
  stop: 'Arrêter la caméra',
  video: 'Vue de la caméra : placez le QR code d’une feuille de bataille dans le cadre',
  looking: 'Recherche d’un QR code dans le cadre.',
  starting: 'Démarrage de la caméra.',
  mark: '✓',
  read: 'Feuille lue : {text}',
  readiness: {
    preparing: 'Préparation du scanner.',
    offline: 'Le scanner est prêt, même sans réseau.',
    online: 'Le scanner est prêt, mais pas encore gardé pour servir sans réseau.',
    unavailable:
      'Le scanner n’a pas pu être chargé. Ouvrez une fois cet écran avec un réseau, ou utilisez une photo, un lien collé ou un fichier de partie.',
  },
  denied:
    'La caméra a été refusée. Autorisez-la dans les réglages du navigateur pour ce site, ou lisez une photo de la feuille, collez son lien ou ouvrez son fichier de partie.',
  absent: 'Cet appareil n’a pas de caméra utilisable par l’application. Lisez une photo de la feuille, collez son lien ou ouvrez son fichier de partie.',
  cameraFailed: 'La caméra n’a pas pu démarrer. Lisez une photo de la feuille, collez son lien ou ouvrez son fichier de partie.',
  photo: 'Lire la photo d’une feuille',
  photoInput: 'Photo d’une feuille',
  choosePhoto: 'Prendre ou choisir une photo',
  photoHint: 'Photographiez le QR code de la feuille, ou choisissez n’importe quelle image : les photos prises sur un autre appareil aussi.',
  reading: 'Lecture de la photo.',
  noCode:
    'Aucun QR code trouvé dans cette image. Reprenez la photo de plus près, avec tout le code dans l’image, à plat et bien éclairé.',
  notImage: 'Ce fichier ne peut pas être lu comme une image. Choisissez une photo (JPEG ou PNG).',
});
