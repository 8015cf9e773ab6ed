/** A tel: address from a phone number written for display, '(217) 555-0198' → 'tel:2175550198'; null if it has no digits. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** A mailto: address, the address encoded so nothing in it can add headers or recipients. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}
