// A tiny SMTP server for the mail drill (the API tests have the same in apps/server/src/test/smtp-stub.ts): `accept`
// takes every message, `hang` accepts the connection and never answers, `reject` answers 500 to MAIL FROM. `mode` is
// read at each new connection.
import net from 'node:net';

export async function startSmtp(mode = 'accept') {
  const sockets = new Set();
  const smtp = { url: '', mode, received: [], connections: 0, close: async () => {} };
  const server = net.createServer((socket) => {
    smtp.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const connectionMode = smtp.mode;
    if (connectionMode === 'hang') return;
    const say = (line) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let message = { to: [], data: '' };
    say('220 drill ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            smtp.received.push(message);
            message = { to: [], data: '' };
            say('250 2.0.0 queued');
          } else message.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL' && connectionMode === 'reject') say('500 5.0.0 drill refuses');
        else if (verb === 'RCPT') {
          message.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          say('354 go ahead');
        } else if (verb === 'QUIT') {
          say('221 bye');
          socket.end();
        } else say('250 ok');
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${server.address().port}`;
  smtp.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(() => resolve()));
  };
  return smtp;
}
