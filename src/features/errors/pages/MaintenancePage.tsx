import { useIntl } from 'react-intl';
import { StatusPage } from '@/components/StatusPage';
import { errorMessages } from '../messages';

export default function MaintenancePage() {
  const intl = useIntl();
  return <StatusPage message={intl.formatMessage(errorMessages.maintenance)} />;
}
