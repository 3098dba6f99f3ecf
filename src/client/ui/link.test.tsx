import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Link, NavLink } from "./link.tsx";

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function at(path: string, link: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {link}
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole("status", { name: "address" }).textContent;

describe("Link", () => {
  it("is a real link to the address, followed inside the app when clicked", () => {
    const onClick = vi.fn();
    at(
      "/",
      <Link to="/designs?style=Modern" className="x" onClick={onClick}>
        Designs
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Designs" });
    expect(link.getAttribute("href")).toBe("/designs?style=Modern");
    expect(link.className).toBe("x");
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(address()).toBe("/designs?style=Modern");
  });

  it("leaves to the browser a click meant for a new tab, and one its own handler prevented", () => {
    at(
      "/",
      <>
        <Link to="/designs">Designs</Link>
        <Link to="/about" onClick={(event) => event.preventDefault()}>
          About
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Designs" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "About" }));
    expect(address()).toBe("/");
  });
});

describe("NavLink", () => {
  const links = (
    <>
      <NavLink to="/designs" className={({ isActive }) => (isActive ? "on" : "off")}>
        Designs
      </NavLink>
      <NavLink to="/dashboard" end className={({ isActive }) => (isActive ? "on" : "off")}>
        Dashboard
      </NavLink>
    </>
  );

  it("marks the link to the page shown, and its pages below unless it must match exactly", () => {
    at("/designs/saved", links);
    const designs = screen.getByRole("link", { name: "Designs" });
    expect(designs.className).toBe("on");
    expect(designs.getAttribute("aria-current")).toBe("page");
    const dashboard = screen.getByRole("link", { name: "Dashboard" });
    expect(dashboard.className).toBe("off");
    expect(dashboard.hasAttribute("aria-current")).toBe(false);
  });

  it("does not take a page whose name only begins the same for one below it", () => {
    at("/designsaved", links);
    expect(screen.getByRole("link", { name: "Designs" }).className).toBe("off");
  });

  it("matches whatever the address's case, and never takes the home page for a section of every page", () => {
    at(
      "/Designs",
      <>
        {links}
        <NavLink to="/" className={({ isActive }) => (isActive ? "on" : "off")}>
          Home
        </NavLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Designs" }).className).toBe("on");
    expect(screen.getByRole("link", { name: "Home" }).className).toBe("off");
  });

  it("follows the address as it changes", () => {
    at("/dashboard/profile", links);
    expect(screen.getByRole("link", { name: "Dashboard" }).className).toBe("off");
    fireEvent.click(screen.getByRole("link", { name: "Dashboard" }));
    expect(screen.getByRole("link", { name: "Dashboard" }).className).toBe("on");
  });
});
