import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { messageSchema, type ServiceRequest } from '../../../shared/portal';
import { TextareaField } from '../../components/field';
import { QueryState } from '../../components/page';
import { panel, primaryButton } from '../../components/styles';
import { formatDateTime } from '../../lib/dates';
import { issuesByField, serverFieldErrors, useFieldErrors } from '../../lib/form-errors';
import { useMessages, usePostMessage } from './api';

/** The request's conversation between the client and the firm; opening it marks it read. */
export function Conversation({ request, side }: { request: ServiceRequest; side: 'client' | 'firm' }) {
  const [body, setBody] = useState('');
  const messages = useMessages(request.id);
  const send = usePostMessage(request.id);
  const { errors, setErrors, formRef, clear } = useFieldErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = messageSchema.safeParse({ body });
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      toast.error('Message not sent', { id: 'message-error', description: checked.error.issues[0]?.message });
      return;
    }
    clear();
    send.mutate(checked.data.body, {
      onSuccess: () => {
        setBody('');
        toast.dismiss('message-error');
        toast.success('Message sent');
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast.error('Message not sent', { id: 'message-error', description: error.message });
      },
    });
  };
  return (
    <section aria-labelledby="conversation-heading" id="conversation" className={panel}>
      <h2 id="conversation-heading" className="text-lg font-semibold text-brand-900">
        Conversation
      </h2>
      <QueryState
        pending={messages.isPending}
        error={messages.error}
        empty={messages.data?.length === 0 ? 'No messages yet.' : undefined}
      />
      <ol className="mt-3 space-y-3">
        {messages.data?.map((m) => {
          const mine = m.from === side;
          return (
            <li key={m.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[85%] rounded-xl px-4 py-2 ${mine ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-900'}`}
              >
                <p className={`text-xs ${mine ? 'text-blue-100' : 'text-slate-600'}`}>
                  {m.authorName} · {formatDateTime(m.at)}
                </p>
                <p className="whitespace-pre-wrap">{m.body}</p>
              </div>
            </li>
          );
        })}
      </ol>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-4">
        <TextareaField
          id="reply"
          label={side === 'firm' ? 'Reply to the client' : 'Write to the firm'}
          rows={3}
          value={body}
          error={errors.body}
          onChange={(e) => setBody(e.target.value)}
        />
        <button type="submit" disabled={send.isPending} className={`mt-2 ${primaryButton}`}>
          {send.isPending ? 'Sending...' : 'Send message'}
        </button>
      </form>
    </section>
  );
}
