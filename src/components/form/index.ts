export { ActionForm } from './ActionForm';
export { FormSection } from './FormSection';
export { EmailField, NameField, PasswordField, PhoneField, TitleField } from './fields';
export { fieldMessages } from './messages';
export { LeaveDialog } from './LeaveDialog';
export { PhotoField, describePhotoProblem, formatFileSize } from './PhotoField';
export { SendFormFrame } from './SendFormFrame';
export { photoMessages, sendMessages } from './send-messages';
export { ServerAnswer } from './ServerAnswer';
