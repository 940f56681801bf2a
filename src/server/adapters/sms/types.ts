/** One SMS; `otp` is the code it carries, kept only by the outbox for development. */
export interface SmsMessage {
  to: string;
  text: string;
  otp: string | null;
}

/** Sends SMS: the outbox by default, a real provider when its keys are configured. */
export interface SmsSender {
  readonly kind: 'outbox' | 'twilio';
  /** Resolves once the message is accepted; rejects when it could not be sent. */
  send(message: SmsMessage): Promise<void>;
}
