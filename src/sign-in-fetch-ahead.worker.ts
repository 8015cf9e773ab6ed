// The sign-in page's fetch ahead of the app's files (sign-in-first-paint.ts), in a worker of its own. A file fetched
// by the page itself hands its body to the page's main thread as it arrives: the largest (~430 KB) held it for about
// 50 ms, a long task of ~140 ms on a slow phone, the only one the page had left once painted (Lighthouse's trace).
// Here the bodies arrive on the worker's thread and go into the HTTP cache all the same, where the app's own script
// loads find them (the same mode and credentials as a module script's request).
addEventListener('message', (event: MessageEvent<string[]>) => {
  for (const file of event.data)
    void fetch(file, { priority: 'low' })
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined);
});
