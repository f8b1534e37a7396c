import { LanguageRouter } from './language-router';
import { Providers } from './providers';
import { SiteRoutes } from './site-routes';
import './app.css';

export function App() {
  return (
    <Providers>
      <LanguageRouter>
        <SiteRoutes />
      </LanguageRouter>
    </Providers>
  );
}
