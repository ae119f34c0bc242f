import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import App, { installFeedbackHolder } from './app/App';
import { prepareLocale } from './app/bootstrap';
import { createAppRouter } from './app/routing/router';
import './app/global.css';

const root = document.getElementById('root');
if (root) {
  void prepareLocale().then(() => {
    installFeedbackHolder();
    // One router for the page's lifetime, made outside React (StrictMode would make and drop a second).
    const router = createAppRouter();
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
