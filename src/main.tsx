import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/app/App';
import { applyTheme, loadTheme } from './ui/shell/theme';
import { requestPersistentStorage } from './ui/shell/installHints';
import './ui/styles.css';

applyTheme(loadTheme());
void requestPersistentStorage();

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
