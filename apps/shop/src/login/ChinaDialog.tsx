import { AfterSignInProvider, ChinaLoginDialog } from '@aigc/auth/china';
import { env } from '../env';
import { handBackToMainSite } from '../handoff';

const afterSignIn = () => {
  if (!env.dev) handBackToMainSite();
};

/** The China shop's login dialog: `@aigc/auth/china`'s, whose sign-in is then handed to the China site. */
export default function ChinaDialog() {
  return (
    <AfterSignInProvider value={afterSignIn}>
      <ChinaLoginDialog />
    </AfterSignInProvider>
  );
}
