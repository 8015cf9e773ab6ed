import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusPage } from '@/components/StatusPage';
import { config } from '@/lib/config';
import { errorMessages } from '../messages';

export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <StatusPage code="404" message={intl.formatMessage(errorMessages.notFound)}>
      <Button component={Link} to={config.initialPath}>
        {intl.formatMessage(errorMessages.goHome)}
      </Button>
    </StatusPage>
  );
}
