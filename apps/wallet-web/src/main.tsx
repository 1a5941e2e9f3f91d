import './config/zod';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sessionStore } from './lib/session-store';
import { useAuthStore } from './stores/auth-store';

// Logged in means an access token is stored (spec §4); the session rules run once the shell mounts.
useAuthStore.getState().setLoggedIn(Boolean(sessionStore.getAccessToken()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
