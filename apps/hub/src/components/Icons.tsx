import type { ReactNode } from "react";
/** Small inline SVG icons (no icon font, no emoji that depends on the system's fonts); decorative unless labelled. */
interface IconProps {
  size?: number;
}

function Svg({ size = 14, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      className="icon"
      viewBox="0 0 16 16"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const DownloadIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 2v8M4.5 6.5L8 10l3.5-3.5M3 13.5h10" />
  </Svg>
);

export const HeartIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M8 13.5S2.5 10.2 2.5 6.2A2.8 2.8 0 0 1 8 4.9a2.8 2.8 0 0 1 5.5 1.3c0 4-5.5 7.3-5.5 7.3z" />
  </Svg>
);

export const FileIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M4 1.8h5l3 3v9.4H4z" />
    <path d="M9 1.8v3h3" />
  </Svg>
);

export const FolderIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M1.8 4.2h4.4l1.4 1.6h6.6v7.4H1.8z" />
  </Svg>
);

export const ArrowIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M3 8h10M9 4l4 4-4 4" />
  </Svg>
);

export const ExternalIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M9 2.5h4.5V7M13.5 2.5L7 9M11.5 9.5v4h-9v-9h4" />
  </Svg>
);
