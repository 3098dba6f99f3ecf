import { SOCIAL_LINKS } from "#shared/marketing/constants.ts";
import { Container } from "../../ui/container.tsx";
import { Link } from "../../ui/link.tsx";
import { useMessages } from "../i18n.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { FacebookIcon, InstagramIcon } from "./social-icons.tsx";

function scrollToTop() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              onClick={scrollToTop}
              className="text-sm text-muted-foreground transition-colors hover:text-foreground"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const m = useMessages().app.footer;
  const socialClass =
    "flex size-9 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:text-foreground";
  return (
    <footer className="mt-auto border-t border-border bg-card/60">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-5">
        <div className="col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-muted-foreground">{m.about}</p>
          <div className="mt-4 flex gap-2">
            <a
              href={SOCIAL_LINKS.facebook}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.facebook}
              className={socialClass}
            >
              <FacebookIcon className="size-4" />
            </a>
            <a
              href={SOCIAL_LINKS.instagram}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.instagram}
              className={socialClass}
            >
              <InstagramIcon className="size-4" />
            </a>
          </div>
        </div>
        <FooterColumn
          title={m.services}
          links={[
            { to: "/design-request", label: m.designMatching },
            { to: "/designs", label: m.interiorDesign },
            { to: "/cost-guide", label: m.costGuide },
          ]}
        />
        <FooterColumn
          title={m.company}
          links={[
            { to: "/about", label: m.aboutUs },
            { to: "/for-designers", label: m.forDesigners },
            { to: "/for-clients", label: m.forClients },
            { to: "/contact", label: m.contact },
          ]}
        />
        <FooterColumn
          title={m.legal}
          links={[
            { to: "/privacy", label: m.privacy },
            { to: "/terms", label: m.terms },
            { to: "/cookies", label: m.cookies },
          ]}
        />
      </Container>
      <div className="border-t border-border">
        <Container className="flex flex-wrap items-center justify-between gap-4 py-6 text-sm text-muted-foreground">
          <span>{m.rights(new Date().getFullYear())}</span>
          <LanguageSwitch />
        </Container>
      </div>
    </footer>
  );
}
