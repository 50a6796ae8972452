import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/app/App';
import { applyTheme, loadTheme } from './ui/shell/theme';
import { requestPersistentStorage } from './ui/shell/installHints';
import { startLanguage } from './ui/words/chooseLanguage';
import './ui/styles.css';

applyTheme(loadTheme());
void requestPersistentStorage();

// The first screen is drawn in the player's language, never in English first.
const root = document.getElementById('root');
if (root) void startLanguage().then(() => createRoot(root).render(<StrictMode><App /></StrictMode>));
