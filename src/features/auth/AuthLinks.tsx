import { Group } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { PageLink } from './PageLink';
import { frameMessages } from './frame-messages';
import { authPaths } from './paths';

type LinkSpec = readonly [MessageDescriptor, string];

const backToSignIn: LinkSpec[] = [[frameMessages.signInLink, authPaths.signIn]];
const linksByPath: Record<string, LinkSpec[]> = {
  [authPaths.signIn]: [
    [frameMessages.forgotLink, authPaths.forgetPassword],
    [frameMessages.signUpLink, authPaths.signUp],
  ],
  // The lock screen offers its own way to sign in as someone else.
  [authPaths.lockScreen]: [],
};

/** The ways between the authentication pages, under each of them, so the pages themselves stay about one task. */
export function AuthLinks() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const links = linksByPath[pathname] ?? backToSignIn;
  if (links.length === 0) return null;
  return (
    <Group
      component="nav"
      aria-label={intl.formatMessage(frameMessages.linksLabel)}
      justify="center"
      gap="lg"
      mt="lg"
      fz="sm"
    >
      {links.map(([label, to]) => (
        <PageLink key={to} to={to}>
          {intl.formatMessage(label)}
        </PageLink>
      ))}
    </Group>
  );
}
