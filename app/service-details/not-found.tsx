import { ServiceNotFound } from "@/components/sections/service/ServiceNotFound";

export default function NotFound() {
  return <ServiceNotFound />;
}
