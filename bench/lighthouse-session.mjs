// Puts a signed-in session into the audited Chrome's local storage, as the web app stores it, over
// the DevTools protocol (Node's own WebSocket, no extra package), and empties the browser cache so
// each Lighthouse run that keeps storage still loads the app cold.

/** apps/web/src/lib/storage.ts in a production build: keys and values XORed, base64, 'kw.' keys. */
function storageEntries(session) {
  const secret = new TextEncoder().encode('kinderwait/storage/v1');
  const obfuscate = (text) =>
    Buffer.from(
      new TextEncoder().encode(text).map((byte, index) => byte ^ secret[index % secret.length]),
    ).toString('base64');
  const plain = {
    token: JSON.stringify(session.token),
    roleId: String(session.roleId),
    roleCode: session.roleCode,
  };
  return Object.entries(plain).map(([key, value]) => [`kw.${obfuscate(key)}`, obfuscate(value)]);
}

async function devtools(port, path, method = 'GET') {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method });
  if (!response.ok) throw new Error(`DevTools ${path} answered ${response.status}`);
  return response.json();
}

/** Opens `url` in a new tab, runs `commands` (DevTools protocol) in it, closes it. */
async function inTab(port, url, commands) {
  const target = await devtools(port, `/json/new?${encodeURI(url)}`, 'PUT');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = (nextId += 1);
      const onMessage = (event) => {
        const message = JSON.parse(String(event.data));
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Until the page has loaded (before, there may be no context to evaluate in at all). The new
    // tab can report a complete about:blank first, whose context the navigation then destroys.
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const expression = `document.readyState === 'complete' && location.href === ${JSON.stringify(url)}`;
      const loaded = await send('Runtime.evaluate', { expression }).then(
        ({ result }) => result.value === true,
        () => false,
      );
      if (loaded) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await commands(send);
  } finally {
    socket.close();
    await devtools(port, `/json/close/${target.id}`).catch(() => undefined);
  }
}

/** Stores `session` for `origin` (any small page of it will do) and clears the HTTP cache. */
export async function storeSession(port, origin, session) {
  await inTab(port, `${origin}/robots.txt`, async (send) => {
    const entries = JSON.stringify(storageEntries(session));
    await send('Runtime.evaluate', {
      expression: `localStorage.clear(); for (const [k, v] of ${entries}) localStorage.setItem(k, v);`,
    });
    await send('Network.clearBrowserCache');
  });
}
