// DOM test environments send no upload progress events: tests of the photo upload use this XMLHttpRequest,
// given to the upload client with setUploadTransport, which records what was sent and answers when told.

/** An XMLHttpRequest the test drives: it records what was sent and answers when told, with upload progress. */
export class ControlledRequest extends EventTarget {
  static last: ControlledRequest | null = null;
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private responseHeaders: Record<string, string> = {};
  constructor() {
    super();
    ControlledRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  answer(status: number, body: string, contentType = 'application/json') {
    this.status = status;
    this.responseText = body;
    this.responseHeaders = { 'content-type': contentType };
    this.dispatchEvent(new Event('load'));
  }
  fail() {
    this.dispatchEvent(new Event('error'));
  }
}
