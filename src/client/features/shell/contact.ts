// The floating call and chat buttons: where they lead and the chat's opening message (SPEC 1:
// it differs by page, home, products list or one product with its code, and by login state).
import { appConfig } from '../../../../config/app.config';

export type ChatPage =
  | { kind: 'home' }
  | { kind: 'list' }
  | { kind: 'product'; productId: string; productName: string }
  | { kind: 'crash' };

export function chatMessage(page: ChatPage, userName: string | null): string {
  const greeting = userName ? `Hi, I am ${userName}.` : 'Hi!';
  switch (page.kind) {
    case 'home':
      return `${greeting} I want to book a decoration. Please help me.`;
    case 'list':
      return `${greeting} I am looking at your decorations and want to book one. Please help me choose.`;
    case 'product':
      return `${greeting} I want to book "${page.productName}" (product code ${page.productId}).`;
    case 'crash':
      return `${greeting} I am facing issues on the website. Please help me.`;
    default: {
      const unknownPage: never = page;
      return unknownPage;
    }
  }
}

/** A chat link that opens with the message typed in. */
export const chatUrl = (message: string): string =>
  `https://wa.me/${appConfig.contact.chatNumber}?${new URLSearchParams({ text: message })}`;

export const callUrl = (): string => `tel:${appConfig.contact.callNumber.replace(/\s+/g, '')}`;

/** The chat page for the current route: a product page names its product, lists say so. */
export function chatPageFor(
  pathname: string,
  product: { _id: string; name: string } | null,
): ChatPage {
  if (product && pathname.startsWith('/products/decor/')) {
    return { kind: 'product', productId: product._id, productName: product.name };
  }
  if (/^\/(decors|products|kw)\//.test(pathname)) return { kind: 'list' };
  return { kind: 'home' };
}
