import { randomBytes } from 'node:crypto';
import { contactActionId, postContactMessage, type SpawnedServer } from './spawn-server';

/**
 * A burst of contact-form submissions (the real server action, captcha solved, from `workers`
 * clients at once) against `server`, which is SIGKILLed as soon as `killAfter` have been
 * acknowledged, with the others still in flight. Returns the messages the server acknowledged
 * (answered as stored) and the sender name they were sent under.
 */
export async function burstThenKill(
  server: SpawnedServer,
  { workers = 6, killAfter = 12 }: { workers?: number; killAfter?: number } = {},
): Promise<{ acknowledged: string[]; name: string }> {
  const actionId = contactActionId();
  const name = `Burst ${randomBytes(4).toString('hex')}`;
  const acknowledged: string[] = [];
  let killed = false;
  let sent = 0;
  async function client(index: number) {
    const address = `10.77.${index}.${1 + Math.floor(Math.random() * 250)}`;
    for (;;) {
      const message = `Burst message ${++sent} from client ${index}, sent before the kill.`;
      try {
        const { stored, body } = await postContactMessage(server.url, actionId, {
          clientAddress: address,
          name,
          message,
        });
        if (!stored) throw new Error(`The server refused ${message}: ${body.slice(0, 300)}`);
      } catch (error) {
        if (killed) return; // the server is gone: this one was never acknowledged
        throw error;
      }
      if (killed) return; // answered just before the kill reached it: acknowledged all the same
      acknowledged.push(message);
      if (acknowledged.length >= killAfter) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  }
  await Promise.all(Array.from({ length: workers }, (_, index) => client(index)));
  await server.exited;
  return { acknowledged, name };
}
