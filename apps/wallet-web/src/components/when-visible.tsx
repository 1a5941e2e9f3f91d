import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once its place comes near the viewport, `placeholder` (same size) until then:
 * content further down a screen (a chart, its token picker) loads when it is about to be seen,
 * not with the screen's first paint.
 */
export function WhenVisible({
  children,
  placeholder,
  margin = '0px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (visible || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, margin]);
  return visible ? children : <div ref={box}>{placeholder}</div>;
}
