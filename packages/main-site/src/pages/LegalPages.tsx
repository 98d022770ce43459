import { Trans } from '@lingui/react/macro';
import { editionRules } from '@aigc/domain';
import { useShellConfig } from '@aigc/shell';
import '../styles/legal.css';

/**
 * `/terms` (docs/product.md §2 'legal pages'): the terms of service a user accepts when
 * signing in or up (docs/product.md §5), in short form, for the edition's
 * wordmark and way of signing up (an e-mail address, or in the China
 * edition a mobile number).
 */
export function TermsPage() {
  // Named BRAND_NAME for the message's placeholder (the catalogs key on it).
  const { brandName: BRAND_NAME, edition } = useShellConfig();
  const china = editionRules(edition).region === 'CN';
  return (
    <article className="app-page app-legal" aria-labelledby="terms-title">
      <h1 id="terms-title" className="app-page__title">
        <Trans>Terms of service</Trans>
      </h1>
      <p className="app-page__lead">
        <Trans>
          These terms apply when you use {BRAND_NAME}: generating designs, posting them to the
          community and sending want-tickets.
        </Trans>
      </p>
      <h2>
        <Trans>Your account</Trans>
      </h2>
      <p>
        {china ? (
          <Trans>
            You sign up with a mobile number you control and keep your password to yourself. You are
            responsible for what is posted from your account.
          </Trans>
        ) : (
          <Trans>
            You sign up with an e-mail address you control and keep your password to yourself. You
            are responsible for what is posted from your account.
          </Trans>
        )}
      </p>
      <h2>
        <Trans>Your works</Trans>
      </h2>
      <p>
        <Trans>
          You keep the rights to the works you create. By posting a work you allow us to show it in
          the community and, if it collects enough wants, to offer it as a physical item with you
          credited as its creator.
        </Trans>
      </p>
      <h2>
        <Trans>Want-tickets</Trans>
      </h2>
      <p>
        <Trans>
          Want-tickets are votes, not money. A want cannot be withdrawn. Tickets have no cash value
          and cannot be sold or transferred.
        </Trans>
      </p>
      <h2>
        <Trans>Fair use</Trans>
      </h2>
      <p>
        <Trans>
          Do not post content that is illegal, infringes someone else's rights or harasses others.
          We may remove such content and suspend accounts that post it.
        </Trans>
      </p>
    </article>
  );
}

/**
 * `/privacy-policy` (docs/product.md §2 'legal pages', dated January 14, 2025): what is
 * stored and why, in short form.
 */
export function PrivacyPage() {
  const { edition } = useShellConfig();
  const china = editionRules(edition).region === 'CN';
  return (
    <article className="app-page app-legal" aria-labelledby="privacy-title">
      <h1 id="privacy-title" className="app-page__title">
        <Trans>Privacy policy</Trans>
      </h1>
      <p className="app-legal__date">
        <Trans>Last updated: January 14, 2025</Trans>
      </p>
      <h2>
        <Trans>What we store</Trans>
      </h2>
      <p>
        {china ? (
          <Trans>
            Your mobile number (and your WeChat identity if you log in with WeChat), nickname, a
            hash of your password (never the password itself), the prompts and images you generate,
            your posts and your want-ticket history.
          </Trans>
        ) : (
          <Trans>
            Your e-mail address, nickname, a hash of your password (never the password itself), the
            prompts and images you generate, your posts and your want-ticket history.
          </Trans>
        )}
      </p>
      <h2>
        <Trans>Why</Trans>
      </h2>
      <p>
        <Trans>
          To run your account, show your works in the community, count wants, and produce and ship
          items that are made real.
        </Trans>
      </p>
      <h2>
        <Trans>Cookies and local storage</Trans>
      </h2>
      <p>
        <Trans>
          One session cookie keeps you signed in. Your browser also remembers your language and
          whether you have finished onboarding.
        </Trans>
      </p>
      <h2>
        <Trans>Your choices</Trans>
      </h2>
      <p>
        <Trans>
          You can sign out at any time, which ends your session on our server. To have your account
          and data deleted, contact support.
        </Trans>
      </p>
    </article>
  );
}
