import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAuth, type LockedMember } from '@/lib/auth';
import { requiredRule } from '@/lib/validation';
import { ActionForm } from '@/components/form/ActionForm';
import { PageLink } from '../PageLink';
import { AuthPageFrame } from '../AuthPageFrame';
import { PasswordField } from '@/components/form/fields';
import { flowMessages, notYou } from '../flow-messages';
import { useFormAction } from '../form-action';
import { authMessages } from '../messages';
import { authPaths } from '../paths';

/** The member who locked the tab asks to continue: their password signs them in again, back where they were. */
function Unlock({ member }: { member: LockedMember }) {
  const intl = useIntl();
  const { signIn } = useAuth();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: { password: requiredRule(intl, 'passwordRequired') },
  });
  const action = useFormAction(form, ({ password }) => signIn({ email: member.email, password }));
  const name = member.displayName || member.email;

  return (
    <AuthPageFrame
      heading={intl.formatMessage(flowMessages.lockHeading)}
      intro={intl.formatMessage(flowMessages.lockIntro)}
    >
      <Group gap="sm" justify="center" wrap="nowrap">
        <Avatar src={member.photoURL} name={name} alt="" color="initials" size="lg" />
        <Stack gap={0} miw={0}>
          <Text fw={600} truncate>
            {name}
          </Text>
          <Text size="sm" c="dimmed" truncate>
            {member.email}
          </Text>
        </Stack>
      </Group>
      <ActionForm action={action} submitLabel={intl.formatMessage(flowMessages.unlock)}>
        <PasswordField
          label={intl.formatMessage(authMessages.password)}
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
      </ActionForm>
      <Text size="sm" ta="center">
        <PageLink to={authPaths.signIn}>{intl.formatMessage(notYou, { name })}</PageLink>
      </Text>
    </AuthPageFrame>
  );
}

/**
 * The template flow's lock screen: where a member who locked their session comes
 * back; nobody else has anything to unlock, so they are pointed to sign-in.
 */
export default function LockScreenPage() {
  const intl = useIntl();
  const { lockedMember } = useAuth();
  if (lockedMember) return <Unlock member={lockedMember} />;
  return (
    <AuthPageFrame
      heading={intl.formatMessage(flowMessages.nothingLockedHeading)}
      intro={intl.formatMessage(flowMessages.nothingLocked)}
    >
      <Button component={Link} to={authPaths.signIn} fullWidth>
        {intl.formatMessage(authMessages.signIn)}
      </Button>
    </AuthPageFrame>
  );
}
