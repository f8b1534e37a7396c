import { BrowserRouter } from 'react-router-dom';
import { Providers } from './providers';
import { SiteRoutes } from './site-routes';
import './app.css';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </Providers>
  );
}
