import { catalogue, msg } from '../../words/catalogue';

/** The words of the round screen's scanners: the camera, the photo reader, the decoder's readiness (issue 37). */
export const SCAN_WORDS = catalogue({
  camera: 'Scan a sheet with the camera',
  start: 'Start the camera',
  stop: 'Stop the camera',
  video: "Camera view: hold a battle sheet's QR code in the frame",
  looking: 'Looking for a QR code in the frame.',
  starting: 'Starting the camera.',
  mark: '✓',
  /** `text`: the start of the code read (shortCode). */
  read: msg<{ text: string }>('Sheet read: {text}'),
  readiness: {
    preparing: 'Getting the scanner ready.',
    offline: 'Scanning is ready, also without a network.',
    online: 'Scanning is ready, but not kept for use without a network yet.',
    unavailable: 'The scanner could not be loaded. Open this screen once with a network, or use a photo, a pasted link or a game file.',
  },
  denied: "The camera was refused. Allow it in the browser's settings for this site, or read a photo of the sheet, paste its link or open its game file.",
  absent: 'This device has no camera the app can use. Read a photo of the sheet, paste its link or open its game file.',
  cameraFailed: 'The camera could not be started. Read a photo of the sheet, paste its link or open its game file.',
  photo: 'Read a photo of a sheet',
  photoInput: 'Photo of a sheet',
  choosePhoto: 'Take or choose a photo',
  photoHint: "Take a photo of the sheet's QR code, or choose any image file: photos taken on another device too.",
  reading: 'Reading the photo.',
  noCode: 'No QR code was found in this image. Take the photo again closer, with the whole code in the picture, flat and in good light.',
  notImage: 'This file cannot be read as an image. Choose a photo (JPEG or PNG).',
});

/** The longest part of a read code the confirmation shows (a sheet's link is about 400 characters). */
const SHOWN = 48;

/** The start of a code read, cut with an ellipsis when it is longer than the confirmation shows. */
export const shortCode = (text: string): string => (text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text);
