import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

/** sonner's toaster, loaded on demand by toasts.tsx; tells it when it is ready to show toasts. */
export default function Toaster({ label, onMount }: { label: string; onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return <Sonner position="bottom-center" richColors closeButton containerAriaLabel={label} />;
}
