import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';

/** Where the browser goes to start OpenID Connect sign-in; the server redirects to the provider. */
export const oidcStartUrl = '/api/auth/oidc/start';

interface MemberSignInProps {
  checking: boolean;
  error: string | null;
  /** A page of this site to come back to after sign-in. */
  returnTo?: string | null;
}

/** Spec screen 6: one button, 'Checking Profile...' while the profile status is read. */
export function MemberSignIn({ checking, error, returnTo }: MemberSignInProps) {
  const { shortName } = university();
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <FormAlert>{error}</FormAlert>
      <Button
        className="w-full py-3 text-base"
        busy={checking}
        onClick={() =>
          window.location.assign(
            returnTo ? `${oidcStartUrl}?${new URLSearchParams({ returnTo }).toString()}` : oidcStartUrl,
          )
        }
      >
        {checking ? t('auth.checkingProfile') : t('auth.signInButton', { shortName })}
      </Button>
    </div>
  );
}
