import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useShellConfig } from '../config';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The quiet site footer: the edition's copyright line, the legal pages
 * (docs/product.md §2 `/docs/user-agreement`, `/docs/privacy-policy`; `/terms` and `/privacy-policy` redirect there), the language switch (docs/product.md §9) and
 * the company registration text (the same as in the header's 'more info'
 * popup).
 */
export function Footer() {
  const { t } = useLingui();
  const { footer, links } = useShellConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <p className="app-footer__copy">{footer.copyright(year)}</p>
        <nav className="app-footer__links" aria-label={t`Legal`}>
          <Link to="/docs/user-agreement">
            <Trans>Terms of service</Trans>
          </Link>
          <Link to="/docs/privacy-policy">
            <Trans>Privacy policy</Trans>
          </Link>
        </nav>
        <LanguageSwitch />
        <p className="app-footer__registration">{links.companyRegistration}</p>
      </div>
    </footer>
  );
}
