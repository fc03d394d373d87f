import type { ReactNode } from 'react';

interface StrokeIconProps {
  /** The outline: one path's `d`, or SVG children. */
  d?: string;
  children?: ReactNode;
  size?: number;
  strokeWidth?: number;
  /** Names the drawing for tests (`data-icon`). */
  name?: string;
}

/** A decorative line icon on the 24-unit grid, drawn in the text colour (hidden from screen readers). */
export function StrokeIcon({ d, children, size = 24, strokeWidth = 2, name }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {d ? <path d={d} /> : children}
    </svg>
  );
}
