import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import App from './app/App';
import { prepareLocale } from './app/bootstrap';
import './app/global.css';

const root = document.getElementById('root');
if (root) {
  void prepareLocale().then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
