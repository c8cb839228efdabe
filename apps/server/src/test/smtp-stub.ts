import net from 'node:net';

/**
 * How the stub treats a new connection: `accept` speaks SMTP and takes every message; `hang` accepts the TCP
 * connection and never says a word (a firewall that swallows packets, a server stuck on a lock); `reject` greets,
 * then answers 500 to MAIL FROM, so every message is refused.
 */
export type SmtpMode = 'accept' | 'hang' | 'reject';
export type SmtpReceived = { from: string; to: string[]; data: string };

export type SmtpStub = {
  url: string;
  /** Read at each new connection: switch it to change how the next message is treated. */
  mode: SmtpMode;
  received: SmtpReceived[];
  connections: number;
  close: () => Promise<void>;
};

/** A tiny in-process SMTP server (node:net) for the mail tests: enough of RFC 5321 for nodemailer. */
export async function startSmtpStub(mode: SmtpMode = 'accept'): Promise<SmtpStub> {
  const sockets = new Set<net.Socket>();
  const stub: SmtpStub = { url: '', mode, received: [], connections: 0, close: async () => {} };
  const server = net.createServer((socket) => {
    stub.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const connectionMode = stub.mode;
    if (connectionMode === 'hang') return;
    const say = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let message: SmtpReceived = { from: '', to: [], data: '' };
    say('220 stub ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            stub.received.push(message);
            message = { from: '', to: [], data: '' };
            say('250 2.0.0 queued');
          } else message.data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') say('250 stub');
        else if (verb === 'MAIL') {
          if (connectionMode === 'reject') say('500 5.0.0 stub refuses every message');
          else {
            message.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
            say('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          message.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          say('250 2.1.5 ok');
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  stub.url = `smtp://127.0.0.1:${port}`;
  stub.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return stub;
}
