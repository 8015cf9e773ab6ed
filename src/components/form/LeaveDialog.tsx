import { Button, Group, Modal, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Blocker } from 'react-router-dom';
import { sendMessages } from './send-messages';

/** The question asked when the member leaves a form with unsent changes for another page of the portal. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const intl = useIntl();
  const open = blocker.state === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={intl.formatMessage(sendMessages.leaveTitle)} centered>
      <Text size="sm">{intl.formatMessage(sendMessages.leaveText)}</Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {intl.formatMessage(sendMessages.stay)}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {intl.formatMessage(sendMessages.leave)}
        </Button>
      </Group>
    </Modal>
  );
}
