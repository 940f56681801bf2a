import type { Faq } from '../../../shared/contract';
import { Questions } from './Help.styles';

/** Questions that open to show their answers. */
export function FaqList({ faqs, label }: { faqs: readonly Faq[]; label: string }) {
  return (
    <Questions aria-label={label}>
      {faqs.map((faq) => (
        <li key={faq._id}>
          <details>
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        </li>
      ))}
    </Questions>
  );
}
