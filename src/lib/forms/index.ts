export { describeFailure, useFormAction, type Failure, type FormAction, type KnownServerErrors } from './form-action';
