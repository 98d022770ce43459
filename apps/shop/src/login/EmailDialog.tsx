import { AfterSignInProvider, LoginDialog } from '@aigc/auth';
import { env } from '../env';
import { handBackToMainSite } from '../handoff';

const afterSignIn = () => {
  if (!env.dev) handBackToMainSite();
};

/** The international shop's login dialog: `@aigc/auth`'s, whose sign-in is then handed to the main site. */
export default function EmailDialog() {
  return (
    <AfterSignInProvider value={afterSignIn}>
      <LoginDialog />
    </AfterSignInProvider>
  );
}
