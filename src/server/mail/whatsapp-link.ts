/** wa.me wants the number in international form, digits only; Indian 10-digit numbers get 91. */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, "");
  if (digits.length === 10) return `91${digits}`;
  if (digits.length >= 11 && digits.length <= 15) return digits.replace(/^00/, "");
  return null;
}

/**
 * A click-to-send link with the personalised message and the guest's own reply link; shared by
 * invitations and the host's messages to guests (which name the link as theirs to open).
 */
export function whatsappUrl(
  phone: string | null,
  guestName: string,
  title: string,
  message: string,
  replyUrl: string,
  linkLabel = "Please reply here",
) {
  const number = phone ? whatsappNumber(phone) : null;
  if (!number) return null;
  const text = `Hi ${guestName}! ${title}\n\n${message}\n\n${linkLabel}: ${replyUrl}`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
