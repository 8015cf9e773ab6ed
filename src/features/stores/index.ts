import './styles';

export { CurrentStoreName } from './CurrentStoreName';
export { NotificationsMenu } from './NotificationsMenu';
export { StoreNotices } from './StoreNotices';
export { StoreSelector } from './StoreSelector';
