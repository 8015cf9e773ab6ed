import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusPage } from '@/components/StatusPage';
import { config } from '@/lib/config';
import { errorMessages } from '../messages';

export default function ServerErrorPage() {
  const intl = useIntl();
  return (
    <StatusPage code="500" message={intl.formatMessage(errorMessages.serverError)}>
      <Button component={Link} to={config.initialPath} variant="light">
        {intl.formatMessage(errorMessages.goHome)}
      </Button>
    </StatusPage>
  );
}
