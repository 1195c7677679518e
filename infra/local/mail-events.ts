import { randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';
import { mailEventHandlers, type MailEventHandler } from '../../shared/api-routes';
import type { LocalRuntime } from './lambda-runtime';

/**
 * The SES emulator never bounces: this plays what SES does when a mail to `address` bounces for
 * good or draws a complaint. It builds the event SES publishes to the configuration set's SNS
 * topic (the same JSON shape) and delivers it to the subscribed functions as SNS would.
 */
export function createMailEventSource(runtime: LocalRuntime) {
  const handlers = (mailEventHandlers as readonly MailEventHandler[]).map((spec) => ({
    spec,
    loaded: runtime.handler<(event: SNSEvent) => Promise<void>>(spec.id),
  }));
  return async (type: 'Bounce' | 'Complaint', address: string): Promise<void> => {
    const mail = { timestamp: new Date().toISOString(), destination: [address], messageId: randomUUID() };
    const message =
      type === 'Bounce'
        ? {
            eventType: 'Bounce',
            mail,
            bounce: {
              bounceType: 'Permanent',
              bounceSubType: 'General',
              bouncedRecipients: [{ emailAddress: address, action: 'failed', status: '5.1.1' }],
              timestamp: mail.timestamp,
            },
          }
        : {
            eventType: 'Complaint',
            mail,
            complaint: { complainedRecipients: [{ emailAddress: address }], timestamp: mail.timestamp },
          };
    const event = {
      Records: [
        {
          EventSource: 'aws:sns',
          EventVersion: '1.0',
          EventSubscriptionArn: 'arn:aws:sns:ap-south-1:000000000000:MailEvents:local',
          Sns: {
            Type: 'Notification',
            MessageId: randomUUID(),
            TopicArn: 'arn:aws:sns:ap-south-1:000000000000:MailEvents',
            Subject: null,
            Message: JSON.stringify(message),
            Timestamp: mail.timestamp,
            MessageAttributes: {},
          },
        },
      ],
    } as unknown as SNSEvent;
    for (const { spec, loaded } of handlers) {
      const handler = await loaded;
      await runtime.invoke(spec.id, () => handler(event));
    }
  };
}
