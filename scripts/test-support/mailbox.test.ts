import net from 'node:net';
import nodemailer from 'nodemailer';
import { startSmtpCatcher, type Delivered } from './mailbox';

/** Talks SMTP up to the middle of a message, then resets the connection, as a killed process does. */
function dieInTheMiddleOfAMessage(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const script = ['EHLO prueba', 'MAIL FROM:<tienda@importa.cu>', 'RCPT TO:<cliente@prueba.cu>', 'DATA'];
    let replies = 0;
    socket.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\r\n')) {
        // A reply's last line has a space after the code; EHLO's other lines have a dash.
        if (!/^\d{3} /.test(line)) continue;
        if (replies < script.length) socket.write(`${script[replies]}\r\n`);
        else {
          // Once the half message has left, the connection is reset (RST), not closed.
          socket.write('Subject: a medias\r\n\r\nEl proceso muere aquí', () => {
            setTimeout(() => {
              socket.resetAndDestroy();
              resolve();
            }, 50);
          });
        }
        replies += 1;
      }
    });
    socket.on('error', reject);
  });
}

describe('the test mail catcher', () => {
  test('a sender that dies in the middle of a message neither crashes it nor leaves a message, and the next one arrives', async () => {
    const caught: Delivered[] = [];
    const catcher = await startSmtpCatcher((message) => caught.push(message));
    try {
      const port = Number(new URL(catcher.url).port);
      await dieInTheMiddleOfAMessage(port);
      // Gives the reset time to reach the catcher before the next sender connects.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(caught).toEqual([]);
      const transport = nodemailer.createTransport(catcher.url);
      await transport.sendMail({ from: 'tienda@importa.cu', to: 'cliente@prueba.cu', subject: 'Pedido #1 recibido', text: 'Gracias' });
      expect(caught.map((m) => m.to)).toEqual([['cliente@prueba.cu']]);
      expect(caught[0].raw.toString()).toContain('Pedido #1 recibido');
    } finally {
      await catcher.stop();
    }
  });
});
