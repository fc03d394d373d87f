import { Fragment } from 'react';

/**
 * Renders text where **double asterisks** mark bold runs, as React elements: the text is
 * never parsed as HTML, so markup in stored bios shows as the characters it is.
 */
export function BoldText({ text }: { text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <strong key={index}>{part}</strong> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
