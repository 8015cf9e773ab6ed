import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import type { Failure, FormAction } from '@/lib/forms';

interface ActionFormProps {
  action: FormAction;
  submitLabel: string;
  children: ReactNode;
  /** Shown above the fields, e.g. that a code was just e-mailed. */
  notice?: ReactNode;
  /** A way out added to a failure, e.g. a link back to sign-up when the code has expired. */
  failureHint?: (failure: Failure) => ReactNode;
  /** Full-width submit button (the narrow authentication cards); otherwise it sits at the inline start. */
  fullWidthSubmit?: boolean;
}

/** A form with one action: notice, the failure as an alert, the fields, one submit button that waits while pending. */
export function ActionForm({
  action,
  submitLabel,
  children,
  notice,
  failureHint,
  fullWidthSubmit = true,
}: ActionFormProps) {
  return (
    <form onSubmit={action.onSubmit} noValidate>
      <Stack gap="md">
        {notice}
        {action.failure && (
          <Alert color="red" role="alert" variant="light">
            {action.failure.text} {failureHint?.(action.failure)}
          </Alert>
        )}
        {children}
        {fullWidthSubmit ? (
          <Button type="submit" fullWidth loading={action.pending}>
            {submitLabel}
          </Button>
        ) : (
          <div>
            <Button type="submit" loading={action.pending}>
              {submitLabel}
            </Button>
          </div>
        )}
      </Stack>
    </form>
  );
}
