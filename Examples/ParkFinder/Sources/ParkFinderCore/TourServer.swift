import Foundation
import TutorialKitBundles

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where the app's tours are served: a bundle's folder on any static host, fetched with
/// URLSession as any app would. Conditional requests (`If-None-Match`, so an unchanged manifest
/// is a 304), `Cache-Control: max-age` for when to ask again, compressed bodies, and a body
/// stopped as soon as it passes the size asked for.
package final class TourServer: Sendable {
    /// The bundle's folder, ending in `/`.
    package let base: URL
    /// The longest a whole response may take, however slowly it trickles in.
    package let timeout: TimeInterval

    package init(base: URL, timeout: TimeInterval = 15) {
        let text = base.absoluteString
        self.base = text.hasSuffix("/") ? base : URL(string: text + "/") ?? base
        self.timeout = timeout
    }

    /// The answer to `request`.
    package func fetch(_ request: BundleRequest) async throws -> BundleResponse {
        guard let url = URL(string: request.path, relativeTo: base)?.absoluteURL else {
            throw TourServerError("no URL for \(request.path) under \(base)")
        }
        var urlRequest = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        if let tag = request.entityTag { urlRequest.setValue(tag, forHTTPHeaderField: "If-None-Match") }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        let collector = BodyCollector(limit: request.maximumBytes, deadline: timeout)
        let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let (status, headers, body) = try await collector.run(session.dataTask(with: urlRequest))
        switch status {
        case 304:
            return .notModified(maxAge: Self.maxAge(headers["cache-control"]))
        case 200:
            return .body(body, entityTag: headers["etag"], maxAge: Self.maxAge(headers["cache-control"]))
        default:
            throw TourServerError("the server answered HTTP \(status) for \(url.absoluteString)")
        }
    }

    /// The `max-age` of a `Cache-Control` header, in seconds; `no-cache` and `no-store` are 0.
    package static func maxAge(_ header: String?) -> Int? {
        guard let header else { return nil }
        for directive in header.lowercased().split(separator: ",") {
            let parts = directive.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if parts.first == "no-cache" || parts.first == "no-store" { return 0 }
            if parts.count == 2, parts[0] == "max-age", let seconds = Int(parts[1].prefix(9)), seconds >= 0 {
                return seconds
            }
        }
        return nil
    }
}

/// A fetch that failed, in words.
package struct TourServerError: Error, CustomStringConvertible {
    package var description: String
    init(_ description: String) { self.description = description }
}

/// Collects one response's body, up to a limit: a body that passes it is cancelled as it
/// arrives, so a server sending far more than the manifest says costs the limit, not the body.
private final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let limit: Int
    private let lock = NSLock()
    private var body: [UInt8] = []
    private var status = 0
    private var headers: [String: String] = [:]
    private var overLimit = false
    private var timedOut = false
    /// The most seconds the whole response may take: URLSession's own timeouts restart with each
    /// byte (and its resource timeout is not kept everywhere), so a server trickling a byte at a
    /// time would hold a fetch forever.
    private let deadline: TimeInterval
    private var continuation: CheckedContinuation<(Int, [String: String], [UInt8]), any Error>?

    init(limit: Int, deadline: TimeInterval) {
        self.limit = limit
        self.deadline = deadline
    }

    /// The response to `task`; a cancelled caller cancels the task (an update cancels the
    /// fetches under way when one of its files fails).
    func run(_ task: URLSessionDataTask) async throws -> (Int, [String: String], [UInt8]) {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.withLock { self.continuation = continuation }
                task.resume()
                DispatchQueue.global().asyncAfter(deadline: .now() + deadline) { [self] in
                    let cancels = lock.withLock {
                        guard self.continuation != nil else { return false }
                        timedOut = true
                        return true
                    }
                    if cancels { task.cancel() }
                }
            }
        } onCancel: {
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        lock.withLock {
            status = http?.statusCode ?? 0
            for (key, value) in http?.allHeaderFields ?? [:] {
                if let key = key as? String, let value = value as? String {
                    headers[key.lowercased()] = value
                }
            }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let cancel = lock.withLock {
            guard !overLimit else { return false }
            if body.count + data.count > limit {
                overLimit = true
                return true
            }
            body += data
            return false
        }
        if cancel { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, result) = lock.withLock {
            () -> (
                CheckedContinuation<(Int, [String: String], [UInt8]), any Error>?,
                Result<(Int, [String: String], [UInt8]), any Error>
            ) in
            let taken = self.continuation
            self.continuation = nil
            if overLimit {
                return (
                    taken, .failure(TourServerError("the server sent more than the \(limit) bytes expected"))
                )
            }
            if timedOut {
                return (
                    taken,
                    .failure(TourServerError("timed out: the whole response took more than \(deadline) s"))
                )
            }
            if let error { return (taken, .failure(TourServerError(error.localizedDescription))) }
            return (taken, .success((status, headers, body)))
        }
        continuation?.resume(with: result)
    }
}
