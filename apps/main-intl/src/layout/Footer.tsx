import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { editionLinks } from '../edition';
import { BRAND_NAME } from './brand';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The quiet site footer: the legal pages (docs/product.md §2 `/terms`, `/privacy-policy`),
 * the language switch (docs/product.md §9), the copyright line and the company
 * registration text (the same as in the header's 'more info' popup).
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <p className="app-footer__copy">
          <Trans>
            © {year} {BRAND_NAME}. Ideas, made real.
          </Trans>
        </p>
        <nav className="app-footer__links" aria-label="Legal">
          <Link to="/terms">
            <Trans>Terms of service</Trans>
          </Link>
          <Link to="/privacy-policy">
            <Trans>Privacy policy</Trans>
          </Link>
        </nav>
        <LanguageSwitch />
        <p className="app-footer__registration">{editionLinks().companyRegistration}</p>
      </div>
    </footer>
  );
}
