import type { ReactElement } from "react";
import { cn } from "../../ui/cn.ts";
import { RoomScene } from "./room-scene.tsx";

/** The hero's picture of a finished room. */
export function HeroImage({ alt }: { alt: string }) {
  return (
    <div role="img" aria-label={alt} className="aspect-[6/5]">
      <RoomScene fill />
    </div>
  );
}

/*
 * Small drawn rooms, one per style. Their colours are those of timber, stone, fabric and steel, i.e. of the
 * pictured objects, like a photograph's; they stay the same in light and dark mode on purpose.
 */

function Modern() {
  return (
    <>
      <rect width="400" height="300" fill="#e9e4dc" />
      <rect y="222" width="400" height="78" fill="#cbbfae" />
      <ellipse cx="200" cy="262" rx="150" ry="20" fill="#ddd4c6" />
      <circle cx="200" cy="92" r="44" fill="#d3dcdf" stroke="#c9a25b" strokeWidth="5" />
      <path d="M182 74c10-8 26-8 34 0" stroke="#eef3f4" strokeWidth="5" fill="none" strokeLinecap="round" />
      <rect x="96" y="146" width="208" height="40" rx="10" fill="#4b575c" />
      <rect x="84" y="172" width="232" height="46" rx="10" fill="#3f4a4f" />
      <rect x="122" y="152" width="44" height="30" rx="8" fill="#b88a5a" />
      <rect x="238" y="154" width="40" height="28" rx="8" fill="#e8e2d8" />
      <rect x="96" y="218" width="6" height="12" fill="#2a3134" />
      <rect x="298" y="218" width="6" height="12" fill="#2a3134" />
      <path d="M352 228V120c0-40-30-62-66-58" stroke="#2a3134" strokeWidth="4" fill="none" />
      <path d="M262 70a24 24 0 0 1 48 0z" fill="#c9a25b" transform="rotate(-18 286 70)" />
      <rect x="340" y="226" width="26" height="6" rx="3" fill="#2a3134" />
      <rect x="40" y="196" width="36" height="30" rx="4" fill="#b88a5a" />
      <rect x="50" y="176" width="14" height="20" rx="7" fill="#f3efe8" />
    </>
  );
}

function Scandinavian() {
  return (
    <>
      <rect width="400" height="300" fill="#f4f1ec" />
      <rect y="224" width="400" height="76" fill="#e2cfb0" />
      <path d="M0 240h400M0 258h400M0 278h400" stroke="#d6c09c" strokeWidth="2" />
      <rect x="36" y="34" width="96" height="160" rx="4" fill="#ffffff" />
      <rect x="44" y="42" width="80" height="144" fill="#d9e6ec" />
      <rect x="82" y="42" width="4" height="144" fill="#ffffff" />
      <line x1="220" y1="0" x2="220" y2="60" stroke="#9c9a94" strokeWidth="2" />
      <path d="M196 84a24 24 0 0 1 48 0z" fill="#ffffff" stroke="#e3ddd3" strokeWidth="2" />
      <rect x="150" y="150" width="92" height="62" rx="16" fill="#a9b8a6" />
      <rect x="142" y="182" width="108" height="32" rx="12" fill="#b8c6b5" />
      <path d="M152 214l-6 20M240 214l6 20" stroke="#c9a27a" strokeWidth="5" strokeLinecap="round" />
      <rect x="262" y="150" width="112" height="52" rx="4" fill="#c9a27a" />
      <path d="M318 150v52" stroke="#b58d66" strokeWidth="2" />
      <path d="M270 202l-4 24M366 202l4 24" stroke="#b58d66" strokeWidth="5" strokeLinecap="round" />
      <rect x="282" y="120" width="20" height="30" rx="8" fill="#e8e2d6" />
      <path
        d="M292 120c-6-16-2-30 8-36M292 120c6-12 16-18 24-18"
        stroke="#7d9479"
        strokeWidth="3"
        fill="none"
      />
      <circle cx="346" cy="138" r="12" fill="#e8dcc8" />
      <ellipse cx="196" cy="262" rx="120" ry="14" fill="#ffffff" opacity="0.7" />
    </>
  );
}

function Japanese() {
  return (
    <>
      <rect width="400" height="300" fill="#efe7d8" />
      <rect x="236" y="28" width="140" height="196" fill="#f8f3e8" stroke="#8a6a48" strokeWidth="6" />
      <path d="M236 77h140M236 126h140M236 175h140M283 28v196M330 28v196" stroke="#8a6a48" strokeWidth="3" />
      <rect y="222" width="400" height="78" fill="#d9cda5" />
      <path d="M0 248h400M130 222v78M270 222v78" stroke="#c2b48a" strokeWidth="3" />
      <rect x="70" y="196" width="150" height="12" rx="2" fill="#6e5035" />
      <rect x="82" y="208" width="10" height="22" fill="#5c432c" />
      <rect x="198" y="208" width="10" height="22" fill="#5c432c" />
      <rect x="40" y="234" width="60" height="14" rx="6" fill="#5b6b4f" />
      <rect x="190" y="234" width="60" height="14" rx="6" fill="#5b6b4f" />
      <rect x="130" y="184" width="22" height="12" rx="3" fill="#2f2b27" />
      <circle cx="176" cy="190" r="6" fill="#c7a57c" />
      <line x1="120" y1="0" x2="120" y2="46" stroke="#5c432c" strokeWidth="2" />
      <ellipse cx="120" cy="76" rx="26" ry="32" fill="#fbf4e4" stroke="#d8c8a8" strokeWidth="2" />
      <path d="M96 66h48M96 86h48" stroke="#e6d8bb" strokeWidth="2" />
      <rect x="30" y="150" width="26" height="30" rx="4" fill="#2f2b27" />
      <path
        d="M43 150c-4-30 10-48 30-60M43 150c-12-18-8-36 2-48"
        stroke="#5c432c"
        strokeWidth="3"
        fill="none"
      />
      <circle cx="73" cy="90" r="8" fill="#c98b8b" />
      <circle cx="45" cy="102" r="6" fill="#d9a0a0" />
    </>
  );
}

function Industrial() {
  const bricks = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 8; col++) {
      const x = col * 56 - (row % 2 ? 28 : 0);
      bricks.push(
        <rect key={`${row}-${col}`} x={x} y={row * 24} width="52" height="20" rx="2" fill="#a65a35" />,
      );
    }
  }
  return (
    <>
      <rect width="400" height="300" fill="#8c4b2c" />
      <g opacity="0.9">{bricks}</g>
      <rect x="196" y="24" width="176" height="150" fill="#2f2b27" />
      <rect x="202" y="30" width="164" height="138" fill="#9fb3b8" />
      <path d="M256 30v138M311 30v138M202 76h164M202 122h164" stroke="#2f2b27" strokeWidth="5" />
      <rect y="222" width="400" height="78" fill="#6b6762" />
      <path d="M0 222h400" stroke="#55514d" strokeWidth="3" />
      <rect x="56" y="150" width="200" height="40" rx="8" fill="#7a4127" />
      <rect x="44" y="174" width="224" height="44" rx="8" fill="#8a4b2a" />
      <path d="M88 182h52M160 182h52" stroke="#6d3a21" strokeWidth="3" />
      <rect x="58" y="218" width="8" height="12" fill="#2f2b27" />
      <rect x="246" y="218" width="8" height="12" fill="#2f2b27" />
      <rect x="290" y="192" width="86" height="8" fill="#2f2b27" />
      <path d="M298 200v30M368 200v30" stroke="#2f2b27" strokeWidth="5" />
      <rect x="310" y="178" width="30" height="14" rx="2" fill="#cfc8bd" />
      <line x1="120" y1="0" x2="120" y2="74" stroke="#2f2b27" strokeWidth="2" />
      <line x1="160" y1="0" x2="160" y2="96" stroke="#2f2b27" strokeWidth="2" />
      <circle cx="120" cy="84" r="10" fill="#f2c46b" />
      <circle cx="160" cy="106" r="10" fill="#f2c46b" />
      <path d="M110 78h20M150 100h20" stroke="#2f2b27" strokeWidth="4" />
    </>
  );
}

const SCENES: Record<string, () => ReactElement> = { Modern, Scandinavian, Japanese, Industrial };

/** A drawn room in the given style. */
export function StyleImage({ style, alt, className }: { style: string; alt: string; className?: string }) {
  const Scene = SCENES[style] ?? Modern;
  return (
    <svg
      viewBox="0 0 400 300"
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn("block size-full", className)}
      preserveAspectRatio="xMidYMid slice"
    >
      <Scene />
    </svg>
  );
}
