import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { createAppServices } from './app/appServices';
import { readBootConfig } from './config/bootConfig';
import './styles.css';

const services = createAppServices({ bootConfig: readBootConfig() });
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <AppRoot services={services} />
  </StrictMode>,
);
