/** The share targets of SPEC 2, in its order, each a link that opens the service with the URL. */
export function shareLinks(url: string, title: string) {
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const both = encodeURIComponent(`${title} ${url}`);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${both}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { name: 'Messenger', href: `fb-messenger://share/?link=${link}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${link}&text=${text}` },
    { name: 'Mail', href: `mailto:?subject=${text}&body=${both}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${link}&text=${text}` },
  ] as const;
}
