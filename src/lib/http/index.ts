export { apiClient, describeOperation } from './api-client';
export { ApiError, ResponseValidationError, isApiError, INVALID_TOKEN_MESSAGE, type ApiErrorKind } from './errors';
export { describeError, errorMessages, needsSignIn } from './error-messages';
export { forgetKeptToken, keepToken, keptToken } from './kept-token';
export { hasTokenSource, holdTokenSource, setAuthToken, setTokenSource, type TokenSource } from './token';
export { uploadClient, setUploadTransport, type UploadProgress, type UploadRequestInit } from './upload-client';
