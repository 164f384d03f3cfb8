import type { Metadata } from 'next';
import './globals.css';

export const metadata: Metadata = {
  title: 'Villa Sawah, Ubud',
  description: 'A rice-field villa in Ubud: book your stay.',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
